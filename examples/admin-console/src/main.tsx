import { AuthProvider } from '@gatehouse/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { baseUrl, projectId } from './config';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AuthProvider projectId={projectId} baseUrl={baseUrl}>
      <App />
    </AuthProvider>
  </StrictMode>,
);
