/**
 * What this app provides to module federation's share scope as `react-router` (webpack.config.js):
 * the exports the host and the mission-control remote use, not the whole package. A shared module
 * is bundled whole (any remote could ask for any export), and the whole of react-router's build
 * was 60 KB of every first visit's JavaScript (docs/performance.md, "Initial JavaScript").
 * `?unshared` keeps webpack's share plugin from consuming this module's own import, which would
 * point back at this file; every other `from 'react-router'` in the app gets this module.
 * tests/src/webBudgets checks that it lists every name web-app, web-admin and web-ui import.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router?unshared';
