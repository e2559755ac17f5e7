// The server's SVG as an image source: a data URL keeps each figure's pattern ids to itself and runs no markup.
export const svgSource = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
