import { Link } from 'react-router';

/** The seal-style mark (通, "to pass through", the first character of 通書) and the name. */
export function Logo({
  to = '/',
  light = false,
}: {
  readonly to?: string;
  readonly light?: boolean;
}) {
  return (
    <Link to={to} className={`logo${light ? ' logo--light' : ''}`} aria-label="Tongshu home">
      <span className="logo__seal" aria-hidden="true">
        通
      </span>
      <span className="logo__name">Tongshu</span>
    </Link>
  );
}
