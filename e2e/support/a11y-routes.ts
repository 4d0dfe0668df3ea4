import type { Page } from 'playwright-core';

/** A screen to check: a path, and optionally the states to open on it (a modal, a wizard step, a tab). */
export interface Screen {
  path: string;
  /** Each opens one state, is checked, then the page is reloaded for the next. */
  states?: { name: string; open: (page: Page) => Promise<void> }[];
}

const clickButton = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
};
const openDialog = (button: string | RegExp) => async (page: Page) => {
  await clickButton(button)(page);
  await page.getByRole('dialog').first().waitFor();
};
const openTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
};
const nextStep = async (page: Page) => {
  // An empty step shows its field errors: the check covers how they are announced.
  await page.getByRole('button', { name: 'Siguiente' }).click();
};

export const PUBLIC_SCREENS: Screen[] = [
  { path: '/home' },
  { path: '/nosotros', states: [{ name: 'Visión', open: openTab('Visión') }] },
  { path: '/servicios' },
  { path: '/preguntas-frecuentes' },
  { path: '/no/existe' },
  { path: '/403' },
  { path: '/login', states: [{ name: 'errores', open: clickButton('Ingresar') }] },
  { path: '/recuperar-contrasena' },
  { path: '/nueva-contrasena?token=x' },
  { path: '/confirmar-correo?token=x' },
];

export const EMPLEADO_SCREENS: Screen[] = [
  { path: '/cliente/inicio' },
  { path: '/cliente/edeb', states: [{ name: 'vista previa', open: openDialog(/^Ver /) }] },
  { path: '/cliente/sensores' },
  { path: '/cliente/perfil' },
  { path: '/cliente/manual' },
  { path: '/cliente/videos' },
  { path: '/cliente/contacto' },
];

export const cpScreens = (empleadoId: number): Screen[] => [
  { path: '/cliente-principal/inicio' },
  {
    path: '/cliente-principal/mis-territorios',
    states: [{ name: 'nuevo territorio', open: openDialog('Agregar nuevo territorio') }],
  },
  {
    path: '/cliente-principal/mis-territorios/mas-info?e=1&t=3',
    states: [
      { name: 'modificar', open: openDialog('MODIFICAR') },
      { name: 'cosecha', open: openDialog('EDITAR COSECHA') },
    ],
  },
  { path: '/cliente-principal/mis-trabajadores' },
  {
    path: '/cliente-principal/mis-trabajadores/nuevo',
    states: [{ name: 'paso 1 con errores', open: nextStep }],
  },
  {
    path: `/cliente-principal/mis-trabajadores/mas-info?e=1&l=${empleadoId}`,
    states: [
      { name: 'modificar', open: openDialog('MODIFICAR') },
      { name: 'asociar', open: openDialog('ASOCIAR TERRITORIO') },
    ],
  },
  { path: '/cliente-principal/servicios' },
  { path: '/cliente-principal/edeb', states: [{ name: 'vista previa', open: openDialog(/^Ver /) }] },
  { path: '/cliente-principal/sensores' },
  {
    path: '/cliente-principal/finanzas',
    states: [{ name: 'pagos anteriores', open: openTab('Pagos anteriores') }],
  },
  { path: '/cliente-principal/finanzas/detalle-deuda' },
  { path: '/cliente-principal/perfil' },
  { path: '/cliente-principal/manual' },
  { path: '/cliente-principal/videos' },
  { path: '/cliente-principal/contacto' },
];

export const adminScreens = (empleadoId: number): Screen[] => [
  { path: '/admin/inicio' },
  { path: '/admin/registro/clientes' },
  { path: '/admin/registro/clientes/mas-info?e=1' },
  { path: '/admin/registro/territorios' },
  { path: '/admin/registro/territorios/mas-info?e=1&t=1' },
  { path: `/admin/registro/empleados/mas-info?b=clientes&e=1&l=${empleadoId}` },
  { path: '/admin/registro/servicios' },
  { path: '/admin/agregar/cp', states: [{ name: 'paso 1 con errores', open: nextStep }] },
  { path: '/admin/agregar/territorio', states: [{ name: 'paso 1 con errores', open: nextStep }] },
  { path: '/admin/agregar/servicio', states: [{ name: 'paso 1 con errores', open: nextStep }] },
  { path: '/admin/finanzas' },
  { path: '/admin/ver-informacion' },
  { path: '/admin/subir-info' },
  {
    path: '/admin/administrar',
    states: [
      { name: 'email', open: openDialog(/^Modificar email de/) },
      { name: 'contraseña', open: openDialog(/^Modificar contraseña de/) },
    ],
  },
  { path: '/admin/parcela-cliente?e=1&t=1' },
  { path: '/admin/perfil' },
  { path: '/admin/manual' },
  { path: '/admin/videos' },
];

export const DEV_SCREENS: Screen[] = [
  {
    path: '/admin/desarrollador',
    states: [
      { name: 'logs', open: openTab('Logs') },
      { name: 'acciones programadas', open: openTab('Acciones programadas') },
    ],
  },
];
