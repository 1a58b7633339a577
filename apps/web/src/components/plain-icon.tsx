/**
 * A Material icon drawn from its path, without MUI's SvgIcon (for the parts the login page shows, which load no MUI).
 * 1em square in the text's colour, like SvgIcon with fontSize="inherit".
 */
export function PlainIcon({ path }: { path: string }) {
  return (
    <svg className="plain-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
