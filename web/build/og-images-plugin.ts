// Emits the OpenGraph images (og-images.ts) as content-hashed assets and og-images.json, the manifest the server reads
// to put the right og:image on a shared type page (api/src/http/share-meta.ts).
import type { Plugin } from 'vite';
import { readTypeArt, renderPng, siteImageSvg, typeImageSvg } from './og-images.ts';

export const OG_MANIFEST_FILE = 'og-images.json';

/** Paths from the site root: the site image and one per type code. */
export interface OgManifest {
  site: string;
  types: Record<string, string>;
}

export function ogImagesPlugin(): Plugin {
  return {
    name: 'mindprint-og-images',
    apply: 'build',
    generateBundle() {
      const arts = readTypeArt();
      const emit = (name: string, svg: string) =>
        `/${this.getFileName(this.emitFile({ type: 'asset', name, source: renderPng(svg) }))}`;
      const manifest: OgManifest = {
        site: emit('og-site.png', siteImageSvg(arts)),
        types: Object.fromEntries(arts.map((art) => [art.code, emit(`og-${art.code.toLowerCase()}.png`, typeImageSvg(art))])),
      };
      this.emitFile({ type: 'asset', fileName: OG_MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
