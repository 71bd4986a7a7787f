import { Link } from 'react-router';
import { Logo } from '../../shared/components/Logo';

/** Spec section 1: the current year, a copyright line and the translation disclaimer. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="tsu-container footer__inner">
        <div className="footer__brand">
          <Logo />
          <p className="footer__tagline">The Chinese almanac in plain English.</p>
        </div>
        <nav className="footer__links" aria-label="Footer">
          <Link to="/pricing">Pricing</Link>
          <Link to="/contact">Contact</Link>
          <Link to="/developers">Developers</Link>
          <Link to="/privacy">Privacy</Link>
          <Link to="/terms">Terms</Link>
        </nav>
      </div>
      <div className="tsu-container footer__legal">
        <p>© {year} Tongshu. All rights reserved.</p>
        <p className="footer__disclaimer">
          Disclaimer: the English translations of almanac terms come from the teachings of various
          masters and are offered for reference only. They are not professional, legal, medical or
          financial advice.
        </p>
      </div>
    </footer>
  );
}
