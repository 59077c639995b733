// The parts of React Router, React Redux, Redux Toolkit and react-i18next that the shell and the remotes use.
//
// They reach the apps through shared-lib (a federation singleton) instead of being shared package by package:
// a shared package is never tree-shaken (webpack cannot know what another build will import from it), so sharing
// react-router alone shipped all of it, about 60 KB gzip, where these names need about 10 (bench/findings.md).
// One copy of each library still runs (shared-lib's), so there is one router context, one store and one
// react-i18next binding. The shell and the remotes import these from 'shared-lib', never from the packages
// (src/react-libs.test.ts checks it): a direct import would bundle a second copy with its own React contexts.
// Type-only imports from the packages are fine. Add a name here when an app needs one more.
export {
  BrowserRouter,
  StaticRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export { Provider, useDispatch, useSelector, useStore } from 'react-redux';
export { createAction, createSlice, nanoid, original, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
export { I18nextProvider, useTranslation } from 'react-i18next';
