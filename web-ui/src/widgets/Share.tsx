/** The share widget (spec section 2): Facebook, Twitter, LinkedIn and email links. */
import './widgets.css';

export interface ShareProps {
  readonly url: string;
  readonly text?: string;
}

export function shareLinks(url: string, text = '') {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { name: 'Facebook', short: 'f', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Twitter', short: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      name: 'LinkedIn',
      short: 'in',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { name: 'Email', short: '@', href: `mailto:?subject=${t}&body=${t}%20${u}` },
  ] as const;
}

export function Share({ url, text }: ShareProps) {
  return (
    <ul className="tsu-share" aria-label="Share">
      {shareLinks(url, text).map((link) => (
        <li key={link.name}>
          <a
            className={`tsu-share__link tsu-share__link--${link.name.toLowerCase()}`}
            href={link.href}
            target={link.name === 'Email' ? undefined : '_blank'}
            rel="noopener noreferrer"
            aria-label={`Share on ${link.name}`}
            title={link.name}
          >
            {/* Drawn by CSS: a stand-in for the network's logo that the name says in words,
                and visible text the name lacks would not match it for speech input. */}
            <span className="tsu-share__mark" data-mark={link.short} />
          </a>
        </li>
      ))}
    </ul>
  );
}
