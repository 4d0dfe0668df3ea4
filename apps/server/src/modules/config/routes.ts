import type { FastifyInstance } from 'fastify';
import { configContacto } from '../../db/schema/index.ts';

/** GET config/contacto: the site contact configuration, public. */
export async function configRoutes(app: FastifyInstance) {
  app.get('/config/contacto', { config: { access: 'public' } }, async () => {
    const [row] = await app.ctx.database.db.select().from(configContacto);
    const c = row
      ? {
          facebook_url: row.facebookUrl,
          instagram_url: row.instagramUrl,
          linkedin_url: row.linkedinUrl,
          email_contacto: row.emailContacto,
          direccion: row.direccion,
          fono_contacto_principal: row.fonoContactoPrincipal,
        }
      : app.ctx.config.contacto;
    return { status: 'success', contacto: c };
  });
}

/** Writes the environment's contact configuration into its table at start. */
export async function syncContactConfig(app: { ctx: import('../../context.ts').AppContext }) {
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
