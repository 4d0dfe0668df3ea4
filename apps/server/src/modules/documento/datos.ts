import { eq } from 'drizzle-orm';
import { formatDate } from '@agro/domain/format';
import type { AppContext } from '../../context.ts';
import { clientePrincipal } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { cuentaDelProveedor } from '../config/cuenta-service.ts';
import { contacto } from '../config/service.ts';

/** The provider block of every finance document: who bills, and where to pay. */
export async function datosProveedor(ctx: AppContext): Promise<[string, string][]> {
  const [cuenta, c] = await Promise.all([cuentaDelProveedor(ctx.database.db), contacto(ctx)]);
  return [
    ['Razón social', cuenta?.titular ?? 'Agro Monitoreo'],
    ['RUT', cuenta?.rut ?? '—'],
    ['Dirección', c.direccion],
    ['Correo', c.email_contacto],
    ...(cuenta
      ? ([
          ['Banco', cuenta.banco],
          ['Cuenta', `${cuenta.tipo_cuenta} N° ${cuenta.numero_cuenta}`],
        ] as [string, string][])
      : []),
  ];
}

/** The client block: company name, RUT and address. */
export async function datosCp(ctx: AppContext, cpId: number): Promise<[string, string][]> {
  const [cp] = await ctx.database.db.select().from(clientePrincipal).where(eq(clientePrincipal.cpId, cpId));
  if (!cp) throw notFound();
  return [
    ['Razón social', cp.nombre],
    ['RUT', cp.rut],
    ['ID cliente', String(cp.cpId)],
    ['Dirección', [cp.direccion, cp.ciudad, cp.region].filter(Boolean).join(', ')],
  ];
}

/** "Emitido el dd/mm/yyyy" footer line. */
export const emitido = (now: Date) =>
  `Documento generado por Agro Monitoreo el ${formatDate(now)}. Montos en pesos chilenos (CLP).`;
