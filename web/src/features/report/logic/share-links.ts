// Share targets for the public page of a type (never the report's own address, which carries its token). Instagram
// and Medium have no web share address, so those two copy the link for the visitor to paste.
export const SHARE_NETWORKS = ['instagram', 'twitter', 'linkedin', 'medium', 'pinterest', 'facebook'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export type ShareTarget = { network: ShareNetwork; kind: 'link'; href: string } | { network: ShareNetwork; kind: 'copy'; text: string };

function linkFor(network: ShareNetwork, url: string, text: string): string | null {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (network) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'instagram':
    case 'medium':
      return null;
  }
}

export function shareTargets(publicUrl: string, text: string): ShareTarget[] {
  return SHARE_NETWORKS.map((network) => {
    const href = linkFor(network, publicUrl, text);
    return href ? { network, kind: 'link', href } : { network, kind: 'copy', text: publicUrl };
  });
}
