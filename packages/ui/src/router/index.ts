/**
 * The react-router pieces the apps use, and only those. Every app imports routing
 * from here: this module is one shared singleton (one router context per page),
 * while sharing the whole react-router-dom package put all of it, data routers and
 * server rendering included, on every page. Add an export here to use it.
 */
export { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
