// A problem about the whole form (wrong credentials, too many attempts), announced and focusable.
import type { Ref } from 'react';

export function FormAlert({ text, ref }: { text: string | null; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <div role="alert" className="acc-alert-slot">
      {text && <p ref={ref} className="acc-alert" tabIndex={-1}>{text}</p>}
    </div>
  );
}
