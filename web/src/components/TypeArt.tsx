// A personality type's illustration. Decorative wherever it appears: the type's code and name stand beside it, so it
// has an empty alt and screen readers skip it. Its width and height attributes reserve the space before it loads.
import { typeArtUrl } from '../lib/type-art';

interface Props {
  /** A type code or full code (INTJ, INTJ-T); nothing is drawn for anything else. */
  code: string;
  /** The drawn size in CSS pixels; a stylesheet may scale it, keeping the square. */
  size: number;
  className?: string;
  /** Below the fold (the types list): load when it comes near the viewport. */
  lazy?: boolean;
  /** Not fetched yet (its file is left out), the space reserved: the landing's grid until the page is hydrated. */
  pending?: boolean;
}

export function TypeArt({ code, size, className, lazy = false, pending = false }: Props) {
  const src = typeArtUrl(code);
  if (!src) return null;
  return (
    <img
      className={className ? `type-art ${className}` : 'type-art'}
      src={pending ? undefined : src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
