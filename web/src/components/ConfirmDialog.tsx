// A question asked once before something that matters (skipping an offer, paying, cancelling): a modal <dialog>
// (the page behind is inert), focus kept inside with Tab and Shift+Tab, Escape closes it, and focus goes back to the
// button that opened it. The safe choice comes first and gets the focus.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

interface Props {
  open: boolean;
  title: string;
  text: string;
  stayLabel: string;
  actLabel: string;
  onStay: () => void;
  onAct: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ConfirmDialog({ open, title, text, stayLabel, actLabel, onStay, onAct }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      opener.current = document.activeElement;
      node.showModal();
      // The safe choice gets the focus first.
      stay.current?.focus();
    } else if (!open && node.open) {
      node.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  const trap = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onKeyDown={trap}
      onCancel={(event) => {
        // Escape: close through React state, so focus returns to the opener.
        event.preventDefault();
        onStay();
      }}>
      <h2 id={`${id}-title`} className="confirm-dialog__title">{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="button-row">
        <button ref={stay} type="button" className="button button--primary" onClick={onStay}>{stayLabel}</button>
        <button type="button" className="button button--secondary" onClick={onAct}>{actLabel}</button>
      </div>
    </dialog>
  );
}
