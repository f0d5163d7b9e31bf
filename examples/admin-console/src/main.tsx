import { AuthProvider } from '@gatehouse/react';
import { StrictMode } from 'react';
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

createRoot(root).render(
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
  </StrictMode>,
);
