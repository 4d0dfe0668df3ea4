import type { TestApp } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Signed-in sessions of the demo roles and both companies' ids, for the principal-client tests. */
export async function cpFixtures(t: TestApp) {
  const [admin, cliente, cliente2, empleado] = await Promise.all(
    ['admin@agrodemo.cl', 'cliente@agrodemo.cl', 'cliente2@agrodemo.cl', 'empleado@agrodemo.cl'].map((e) =>
      t.login(e),
    ),
  );
  const as = (cookie: string | null) => ({
    cookie: cookie ?? '',
    req: (method: Method, url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    get: (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: cookie ? { cookie } : {} }),
    /** POST of a multipart body built by `multipart()`. */
    upload: (url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/${url}`,
        headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
        payload: body.payload,
      }),
  });
  const cpOf = async (cookie: string) => (await as(cookie).get('cp/self')).json().cp[0].cp_id as number;
  return {
    cp1: await cpOf(cliente!),
    cp2: await cpOf(cliente2!),
    anon: as(null),
    admin: as(admin!),
    cliente: as(cliente!),
    cliente2: as(cliente2!),
    empleado: as(empleado!),
  };
}

/** A multipart body with one file field (for the avatar uploads). */
export function multipart(
  field: string,
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
) {
  const boundary = '----agro' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A whole Agregar CP wizard body for POST /cp/registrar, with `over` replacing fields of `datos`. */
export const nuevoCp = (email: string, over: Record<string, unknown> = {}) => ({
  datos: {
    nombre: 'Frutícola Las Garzas SpA',
    rut: '76.543.210-3',
    email,
    telefono: '9 8765 4321',
    direccion: 'Camino Las Garzas 123',
    region: "VI O'Higgins",
    ciudad: 'Rengo',
    comentarios: 'Cliente nuevo',
    ...over,
  },
  banco: {
    rut: '765432103',
    email_bancario: 'pagos@garzas.cl',
    banco: 'BancoEstado',
    tipo_cuenta: 'Corriente',
    numero_cuenta: '12345678',
  },
  contacto: {
    nombre: 'Luis',
    apellido: 'Toro',
    email: 'ltoro@garzas.cl',
    telefono: '+56 9 1111 2222',
    cargo: 'Gerente',
  },
  contactoSecundario: {
    nombre: 'Ana',
    apellido: 'Paz',
    email: 'apaz@garzas.cl',
    telefono: '56933334444',
    cargo: '',
  },
  confirmacionDatos: true,
});

/** A body for POST /empleado/registrar: a worker of company `cpId` on its territory 1. */
export const nuevoEmpleado = (email: string, cpId: number) => ({
  nombre: 'Pedro',
  apellido: 'Lagos',
  rut: '12.345.678-5',
  telefono: '+56912121212',
  cargo: '',
  email,
  cp_id: cpId,
  idTerritorio: 1,
});
