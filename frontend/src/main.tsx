import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { i18nReady } from '@/lib/i18n';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// French is in the bundle (ready at once); Arabic arrives in one small chunk before the first render.
void i18nReady.then(render, render);
