import { AuthProvider } from '@gatehouse/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, MockApp } from './App';
import { baseUrl, gallery, mock, projectId } from './config';
import { Gallery } from './gallery/Gallery';
import './console.css';
import { applyTheme, storedTheme } from './theme/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// index.html applied the remembered theme before the first paint; this keeps it right when
// that script could not run (a strict content security policy, say).
applyTheme(storedTheme());

const app = (
  <StrictMode>
    {gallery ? (
      <Gallery />
    ) : mock ? (
      <MockApp />
    ) : (
      <AuthProvider projectId={projectId} baseUrl={baseUrl}>
        <App />
      </AuthProvider>
    )}
  </StrictMode>
);
const reactRoot = createRoot(root);
// The gallery mounts every widget state at once, seconds of work on a slow machine. As a
// transition React renders it in slices: index.html's loading state is painted and stays
// until the gallery replaces it, and the page answers meanwhile.
if (gallery) startTransition(() => reactRoot.render(app));
else reactRoot.render(app);
