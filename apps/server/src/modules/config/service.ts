import type { Contacto } from '@agro/domain/contracts/config';
import type { AppContext } from '../../context.ts';
import { configContacto } from '../../db/schema/index.ts';

/** The site contact configuration: the stored row, or the environment's values before it exists. */
export async function contacto(ctx: AppContext): Promise<Contacto> {
  const [row] = await ctx.database.db.select().from(configContacto);
  if (!row) return ctx.config.contacto;
  return {
    facebook_url: row.facebookUrl,
    instagram_url: row.instagramUrl,
    linkedin_url: row.linkedinUrl,
    email_contacto: row.emailContacto,
    direccion: row.direccion,
    fono_contacto_principal: row.fonoContactoPrincipal,
  };
}

/** Writes the environment's contact configuration into its table at start. */
export async function syncContactConfig(app: { ctx: AppContext }) {
  const c = app.ctx.config.contacto;
  const values = {
    configId: 1,
    facebookUrl: c.facebook_url,
    instagramUrl: c.instagram_url,
    linkedinUrl: c.linkedin_url,
    emailContacto: c.email_contacto,
    direccion: c.direccion,
    fonoContactoPrincipal: c.fono_contacto_principal,
    updatedAt: app.ctx.now(),
  };
  await app.ctx.database.db
    .insert(configContacto)
    .values(values)
    .onConflictDoUpdate({ target: configContacto.configId, set: values });
}
