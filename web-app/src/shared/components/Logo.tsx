import { Link } from 'react-router';

/**
 * The seal-style mark (通, "to pass through", the first character of 通書) and the name. The link
 * is named by what it shows, seal included, so speech input can say what a sighted user sees.
 */
export function Logo({
  to = '/',
  light = false,
}: {
  readonly to?: string;
  readonly light?: boolean;
}) {
  return (
    <Link to={to} className={`logo${light ? ' logo--light' : ''}`}>
      <span className="logo__seal" lang="zh">
        通
      </span>
      <span className="logo__name">Tongshu</span>
    </Link>
  );
}
