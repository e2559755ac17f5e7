// The first focusable element of every page: jumps keyboard users past the header to the main content.
export function SkipLink({ label, target = 'main' }: { label: string; target?: string }) {
  return (
    <a className="skip-link" href={`#${target}`}>
      {label}
    </a>
  );
}
