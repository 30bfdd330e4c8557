import { endpoint, endpointGroup } from './endpoint.ts';

export const siteConfigEndpoints = endpointGroup('config', {
  options: endpoint({
    method: 'GET',
    path: '/options-config/',
    summary: 'Option lists of the profile and content forms',
    schemas: (c) => ({ answer: c.OptionsConfig }),
  }),
  appConfig: endpoint({
    method: 'GET',
    path: '/app-config-group/',
    summary: 'Brand, theme, ui flags and options of the site of the Host header',
    schemas: (c) => ({ answer: c.AppConfig }),
  }),
  siteLogo: endpoint({
    method: 'GET',
    path: '/site-logos/:name',
    summary: 'A logo the platform ships for a site (SVG)',
    kind: 'download',
    schemas: (c) => ({ params: c.MediaParams, answer: c.NoContent }),
  }),
});
