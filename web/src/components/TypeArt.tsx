// A personality type's illustration. Decorative wherever it appears: the type's code and name stand beside it, so it
// has an empty alt and screen readers skip it. Its width and height attributes reserve the space before it loads.
import { useStarted } from '../lib/started';
import { typeArtUrl } from '../lib/type-art';

interface Props {
  /** A type code or full code (INTJ, INTJ-T); nothing is drawn for anything else. */
  code: string;
  /** The drawn size in CSS pixels; a stylesheet may scale it, keeping the square. */
  size: number;
  className?: string;
  /** Below the fold (the types list): load when it comes near the viewport. */
  lazy?: boolean;
  /**
   * Not fetched before the app has started (the landing's grid): a prerendered page's first paint and its hero
   * picture then do not share the connection with sixteen pictures below the fold. The space stays reserved.
   */
  afterStart?: boolean;
}

export function TypeArt({ code, size, className, lazy = false, afterStart = false }: Props) {
  const started = useStarted();
  const src = typeArtUrl(code);
  if (!src) return null;
  return (
    <img
      className={className ? `type-art ${className}` : 'type-art'}
      src={afterStart && !started ? undefined : src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
