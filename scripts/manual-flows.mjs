// The tasks each manual tutorial shows, as steps: a Spanish caption (the WebVTT cue) and what the
// browser does meanwhile. `file` is the asset name the seed reads (apps/server/src/db/seed/videos.ts).
// Only reads and form focus: no step saves anything, so every run records the same demo data.

/**
 * Opens a page from the area's menu (a visible link to it), or by address when the menu hides it. On a
 * phone the menu is closed off screen: the burger opens it first, as a phone user would.
 */
const nav = (href) => async (page) => {
  const link = page.locator(`a[href="${href}"]:visible`).first();
  const cerrado = (await link.count()) > 0 && (await link.evaluate((el) => !!el.closest('[inert]')));
  const burger = page.getByRole('button', { name: 'Abrir menú' });
  if (cerrado && (await burger.isVisible())) {
    await burger.click();
    await page.waitForTimeout(600);
  }
  if ((await link.count()) && !(await link.evaluate((el) => !!el.closest('[inert]')))) await link.click();
  else await page.goto(href);
  await page.waitForURL(`**${href}*`);
  await page.waitForLoadState('networkidle');
  // Pages load lazily: wait for the page's own title, not just the spinner.
  await page.locator('main h2').first().waitFor({ timeout: 30_000 });
};

/** Scrolls the page gently, so the viewer can follow. */
const scroll =
  (dy, steps = 6) =>
  async (page) => {
    // The middle of the screen, whatever its width (the tutorials are also recorded at 375 px).
    const { width, height } = page.viewportSize();
    await page.mouse.move(width / 2, height / 2);
    for (let i = 0; i < steps; i++) {
      await page.mouse.wheel(0, dy / steps);
      await page.waitForTimeout(180);
    }
  };

const top = () => async (page) => {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'smooth' }));
};

/** Clicks a button by its name when the page has one (for example Buscar). */
const press = (name) => async (page) => {
  const button = page.getByRole('button', { name }).filter({ visible: true }).first();
  await button.scrollIntoViewIfNeeded({ timeout: 8000 });
  await button.click({ timeout: 8000 });
  await page.waitForLoadState('networkidle');
};

/** Shows a form field: moves to it and focuses it without typing. */
const focus =
  (label, role = 'textbox') =>
  async (page) => {
    // Password inputs have no ARIA role: find them by their label.
    const fields = role ? page.getByRole(role, { name: label }) : page.getByLabel(label);
    const field = fields.filter({ visible: true }).first();
    await field.scrollIntoViewIfNeeded({ timeout: 8000 });
    await field.focus();
  };

const seq =
  (...actions) =>
  async (page) => {
    for (const a of actions) await a(page);
  };

/** Opens the first "Ver" preview of the file list, then closes it. */
const preview = () => async (page) => {
  await press(/^Ver /)(page);
};
const close = () => async (page) => {
  await page.keyboard.press('Escape');
};
const period = (name) => async (page) => {
  await page.locator('label', { hasText: name }).first().click({ timeout: 8000 });
  await press('Buscar')(page);
};
const tab = (name) => async (page) => {
  await page.getByRole('tab', { name }).click({ timeout: 8000 });
};
const hover = (name) => async (page) => {
  await page.getByRole('link', { name }).filter({ visible: true }).first().hover({ timeout: 8000 });
};

const archivos = (base, file, email, { menu, section, tipo }) => ({
  file,
  email,
  steps: [
    { text: `Desde el menú lateral, abre ${menu}.`, run: nav(`${base}/${section}`), hold: 3000 },
    {
      text: 'Elige el territorio y el periodo: SEMANAL o MENSUAL.',
      run: focus('Territorio', 'combobox'),
      hold: 2500,
    },
    { text: 'Presiona Buscar para ver los archivos del periodo.', run: press('Buscar'), hold: 3000 },
    {
      text: 'Cambia de semana con Volver y Siguiente.',
      run: seq(press('Volver'), (p) => p.waitForTimeout(1200), press('Siguiente')),
      hold: 2000,
    },
    { text: `Presiona Ver para revisar ${tipo}.`, run: preview(), hold: 3500 },
    {
      text: 'Ciérralo y descarga uno o todos los archivos.',
      run: seq(close(), hover('Descargar todo')),
      hold: 3000,
    },
    { text: 'Con MENSUAL y Buscar ves los archivos del mes.', run: period('MENSUAL'), hold: 3500 },
  ],
});
const edeb = (base, file, email) =>
  archivos(base, file, email, { menu: 'EDEB', section: 'edeb', tipo: 'una imagen del cultivo' });
const sensores = (base, file, email) =>
  archivos(base, file, email, {
    menu: 'EDEB Sensores',
    section: 'sensores',
    tipo: 'los datos de los sensores',
  });

const perfil = (base, file, email) => ({
  file,
  email,
  steps: [
    { text: 'Abre Perfil desde el menú.', run: nav(`${base}/perfil`), hold: 3000 },
    { text: 'En la pestaña PERFIL ves y editas tus datos.', run: focus('Nombre'), hold: 3000 },
    { text: 'Cambia el teléfono u otro dato y presiona GUARDAR.', run: focus('Teléfono'), hold: 3000 },
    { text: 'Para cambiar la contraseña, abre SEGURIDAD.', run: tab('SEGURIDAD'), hold: 3000 },
    {
      text: 'Escribe la contraseña actual y la nueva dos veces.',
      run: focus(/contraseña actual/i, null),
      hold: 3500,
    },
  ],
});

const EMPLEADO = 'empleado@agrodemo.cl';
const CLIENTE = 'cliente@agrodemo.cl';
const ADMIN = 'admin@agrodemo.cl';

const HOME = {
  [EMPLEADO]: '/cliente/inicio',
  [CLIENTE]: '/cliente-principal/inicio',
  [ADMIN]: '/admin/inicio',
};

/** Each flow with the page its recording starts from (its area's home, trimmed from the video). */
export const FLOWS = [
  edeb('/cliente', 'empleado-1', EMPLEADO),
  sensores('/cliente', 'empleado-2', EMPLEADO),
  perfil('/cliente', 'empleado-3', EMPLEADO),
  edeb('/cliente-principal', 'cliente-1', CLIENTE),
  sensores('/cliente-principal', 'cliente-2', CLIENTE),
  {
    file: 'cliente-3',
    email: CLIENTE,
    steps: [
      {
        text: 'Abre Mis Territorios desde el menú.',
        run: nav('/cliente-principal/mis-territorios'),
        hold: 3000,
      },
      { text: 'Cada territorio muestra su cultivo y superficie.', run: scroll(400), hold: 3000 },
      {
        text: 'Abre Mis Trabajadores para ver a tu equipo.',
        run: nav('/cliente-principal/mis-trabajadores'),
        hold: 3000,
      },
      {
        text: 'Desde aquí agregas trabajadores nuevos.',
        run: nav('/cliente-principal/mis-trabajadores/nuevo'),
        hold: 3000,
      },
      { text: 'Completa sus datos y asígnale territorios.', run: scroll(400), hold: 3000 },
    ],
  },
  {
    file: 'cliente-4',
    email: CLIENTE,
    steps: [
      { text: 'Abre Finanzas desde el menú.', run: nav('/cliente-principal/finanzas'), hold: 3000 },
      { text: 'Revisa el resumen de lo pagado y lo adeudado.', run: scroll(300), hold: 3000 },
      { text: 'Más abajo está el detalle de cada servicio.', run: scroll(500), hold: 3000 },
      {
        text: 'Abre Servicios para ver los contratados.',
        run: nav('/cliente-principal/servicios'),
        hold: 3000,
      },
      { text: 'Cada servicio indica su estado y montos.', run: scroll(400), hold: 3000 },
    ],
  },
  perfil('/cliente-principal', 'cliente-5', CLIENTE),
  {
    file: 'admin-1',
    email: ADMIN,
    steps: [
      { text: 'Abre Registro de clientes.', run: nav('/admin/registro/clientes'), hold: 3000 },
      { text: 'Busca y revisa los clientes registrados.', run: scroll(400), hold: 3000 },
      { text: 'Para uno nuevo, abre Agregar cliente.', run: nav('/admin/agregar/cp'), hold: 3000 },
      { text: 'Completa los datos de la empresa y del contacto.', run: scroll(400), hold: 3000 },
      { text: 'Al terminar el asistente, el cliente queda registrado.', run: scroll(500), hold: 3000 },
    ],
  },
  {
    file: 'admin-2',
    email: ADMIN,
    steps: [
      { text: 'Abre Subir información.', run: nav('/admin/subir-info'), hold: 3000 },
      { text: 'Elige el cliente, el territorio y el servicio.', run: scroll(300), hold: 3000 },
      { text: 'Selecciona el periodo y agrega imágenes, videos e informes.', run: scroll(500), hold: 3500 },
      { text: 'Revisa lo publicado en Ver información.', run: nav('/admin/ver-informacion'), hold: 3000 },
      { text: 'Cada periodo muestra sus archivos.', run: scroll(400), hold: 3000 },
    ],
  },
  {
    file: 'admin-3',
    email: ADMIN,
    steps: [
      { text: 'Abre Finanzas.', run: nav('/admin/finanzas'), hold: 3000 },
      { text: 'Revisa los montos por cobrar de cada cliente.', run: scroll(300), hold: 3000 },
      { text: 'Registra pagos y revisa los comprobantes.', run: scroll(500), hold: 3000 },
      { text: 'Vuelve arriba para filtrar por cliente.', run: top(), hold: 2500 },
    ],
  },
  {
    file: 'admin-4',
    email: ADMIN,
    steps: [
      { text: 'Abre Administrar.', run: nav('/admin/administrar'), hold: 3000 },
      { text: 'Revisa los usuarios del equipo y su rol.', run: scroll(300), hold: 3000 },
      { text: 'Desde aquí se crean, activan o desactivan cuentas.', run: scroll(500), hold: 3000 },
      { text: 'Vuelve arriba cuando termines.', run: seq(top()), hold: 2500 },
    ],
  },
].map((flow) => ({ ...flow, home: HOME[flow.email] }));
