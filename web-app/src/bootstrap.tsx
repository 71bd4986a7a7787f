import { createRoot } from 'react-dom/client';
import { hanFontsLoaded } from '@tongshu/web-ui';
import { App } from './app/App';

const root = document.getElementById('root');
// The first paint waits for the served Chinese font, or Chinese laid out before it came would be
// drawn by a system font, as empty boxes on a machine without Chinese fonts (issue 33).
if (root) void hanFontsLoaded().then(() => createRoot(root).render(<App />));
