/**
 * The menu: one entry per screen, grouped in sections. A section with `roles` is shown only to
 * a user who has one of them — the applicant, official, inspector and administrator screens
 * add their sections here (the API still checks every request).
 */
import type { MessageKey } from './i18n/messages.ts';

export interface NavEntry {
  to: string;
  label: MessageKey;
  /** Font Awesome 5 solid icon name, without "fa-". */
  icon: string;
}

export interface NavSection {
  id: string;
  title: MessageKey;
  /** Roles that see the section; absent = everyone. */
  roles?: readonly string[];
  entries: readonly NavEntry[];
}

export const NAV: readonly NavSection[] = [
  {
    id: 'public',
    title: 'menu.public',
    entries: [
      { to: '/', label: 'nav.home', icon: 'home' },
      { to: '/licencas', label: 'nav.registry', icon: 'search' },
      { to: '/verificar', label: 'nav.verify', icon: 'qrcode' },
      { to: '/viabilidade', label: 'nav.viability', icon: 'map-marked-alt' },
      { to: '/leis', label: 'nav.laws', icon: 'book' },
      { to: '/leis/comparar', label: 'nav.compare', icon: 'columns' },
      { to: '/denuncia', label: 'nav.complaint', icon: 'bullhorn' },
    ],
  },
  {
    id: 'applicant',
    title: 'menu.applicant',
    roles: ['applicant'],
    entries: [
      { to: '/pedidos', label: 'nav.myApplications', icon: 'folder-open' },
      { to: '/pedidos/novo', label: 'nav.newApplication', icon: 'file-signature' },
    ],
  },
  {
    id: 'official',
    title: 'menu.official',
    roles: ['licensing-officer', 'reviewer', 'inspector', 'fire-brigade'],
    entries: [
      { to: '/fila', label: 'nav.queue', icon: 'tasks' },
      { to: '/distribuidoras', label: 'nav.distributorLists', icon: 'list-alt' },
    ],
  },
  {
    id: 'inspector',
    title: 'menu.inspector',
    roles: ['inspector'],
    entries: [{ to: '/vistoria', label: 'nav.inspection', icon: 'clipboard-check' }],
  },
  {
    id: 'admin',
    title: 'menu.admin',
    roles: ['municipal-admin', 'system-admin'],
    entries: [
      { to: '/fila', label: 'nav.queue', icon: 'tasks' },
      { to: '/admin/usuarios', label: 'nav.users', icon: 'users-cog' },
      { to: '/admin/parametros', label: 'nav.parameters', icon: 'sliders-h' },
      { to: '/admin/importar', label: 'nav.import', icon: 'file-upload' },
      { to: '/admin/levantamentos', label: 'nav.surveys', icon: 'draw-polygon' },
      { to: '/distribuidoras', label: 'nav.distributorLists', icon: 'list-alt' },
    ],
  },
  // The field screens (branch webapp2): those who may act on tasks and vehicles (task.write, vehicle.write).
  {
    id: 'field',
    title: 'menu.field',
    roles: ['inspector', 'licensing-officer', 'municipal-admin'],
    entries: [
      { to: '/campo', label: 'nav.fieldToday', icon: 'clipboard-list' },
      { to: '/campo/veiculo', label: 'nav.roadside', icon: 'truck' },
      { to: '/campo/som', label: 'nav.sound', icon: 'volume-up' },
    ],
  },
  // Nova Odessa, Lei 1.761/2000, art. 13, § 1º: a distributor sends its yearly list (and checks its
  // resellers' licences); officials read the year's report (their sections end with it).
  {
    id: 'distributor',
    title: 'menu.distributor',
    roles: ['distributor'],
    entries: [
      { to: '/licencas', label: 'nav.registry', icon: 'search' },
      { to: '/verificar', label: 'nav.verify', icon: 'qrcode' },
      { to: '/distribuidoras', label: 'nav.distributorLists', icon: 'list-alt' },
    ],
  },
  // The departments' opinions (branch webflow): the roles the procedures name for a department.
  {
    id: 'departments',
    title: 'menu.departments',
    roles: ['reviewer', 'fire-brigade', 'inspector'],
    entries: [{ to: '/pareceres', label: 'nav.opinions', icon: 'stamp' }],
  },
];

export function sectionsFor(roles: readonly string[] | null): NavSection[] {
  return NAV.filter((s) => !s.roles || (roles ?? []).some((r) => s.roles?.includes(r)));
}
