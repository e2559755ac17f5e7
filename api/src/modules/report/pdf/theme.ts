// Page geometry, colours and type sizes of the report PDF, in PDF points (1/72 inch).

export const PAGE = { width: 595.28, height: 841.89 } as const; // A4
export const MARGIN = { top: 72, bottom: 68, left: 56, right: 56 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

export const COLOR = {
  ink: '#1f2430',
  muted: '#6b7280',
  rule: '#d9dce3',
  primary: '#3b3486',
  primarySoft: '#e9e7f7',
  band: '#8f87d6',
  accent: '#e0902f',
  noteFill: '#fdf3e4',
  white: '#ffffff',
} as const;

export const SIZE = {
  body: 10.5,
  small: 8.5,
  tiny: 7.5,
  heading: 17,
  subheading: 12,
  lineGap: 1.6,
  paragraphGap: 7,
} as const;
