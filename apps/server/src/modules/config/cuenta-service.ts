import type { z } from 'zod';
import type { CuentaProveedor } from '@agro/domain/contracts/envio';
import type { cuentaProveedorSchema } from '@agro/domain/schemas/envio';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cuentaProveedor } from '../../db/schema/index.ts';

type CuentaValida = z.output<typeof cuentaProveedorSchema>;

/** The provider's bank account, or null until staff configure it. */
export async function cuentaDelProveedor(db: DbOrTx): Promise<CuentaProveedor> {
  const [row] = await db.select().from(cuentaProveedor);
  if (!row) return null;
  return {
    titular: row.titular,
    rut: row.rut,
    banco: row.banco as NonNullable<CuentaProveedor>['banco'],
    tipo_cuenta: row.tipoCuenta as NonNullable<CuentaProveedor>['tipo_cuenta'],
    numero_cuenta: row.numeroCuenta,
    email_bancario: row.emailBancario,
  };
}

/** PUT config/cuenta-bancaria: stores the one account (already validated like the client wizard's bank step). */
export async function guardarCuenta(ctx: AppContext, input: CuentaValida): Promise<CuentaProveedor> {
  const values = {
    cuentaId: 1,
    titular: input.titular,
    rut: input.rut,
    banco: input.banco,
    tipoCuenta: input.tipo_cuenta,
    numeroCuenta: input.numero_cuenta,
    emailBancario: input.email_bancario,
    updatedAt: ctx.now(),
  };
  const { db } = ctx.database;
  await db
    .insert(cuentaProveedor)
    .values(values)
    .onConflictDoUpdate({ target: cuentaProveedor.cuentaId, set: values });
  return cuentaDelProveedor(db);
}
