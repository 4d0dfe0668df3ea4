import type { RecordOf } from '../../policies/index.ts';
import { avatarKey } from '../usuario/avatar-service.ts';
import type { Archivo } from '../video/service.ts';

const mimeOf = (ext: string | null) => (ext === 'png' ? 'image/png' : 'image/jpeg');
/** /static/avatars/{file}: the avatar of a user the caller may see (the route's `record`). */
export function avatar(owner: RecordOf<'avatar'>): Archivo {
  return { key: avatarKey(owner.avatarNom!, owner.avatarExt), contentType: mimeOf(owner.avatarExt) };
}

/** /static/parcelas/{file}: the picture of a territory the caller may see (the route's `record`). */
export function imagenParcela(p: RecordOf<'imagenParcela'>): Archivo {
  return { key: `parcelas/${p.nombre}.${p.ext}`, contentType: mimeOf(p.ext) };
}
