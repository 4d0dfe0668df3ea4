import { useNavigate } from 'react-router';
import { cerrarSesion } from '@agro/domain/contracts/usuario';
import { MSG } from '@agro/domain/messages';
import { notify } from './notify.ts';
import { queryClient } from './query-client.ts';
import { request, type ApiBody } from './request.ts';
import { session } from './session.ts';
import { urlOf } from './url-of.ts';

/** Sign-out (docs/RULES.md#states): on success the record is cleared and the user goes to /home. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    const r = await request<ApiBody>(cerrarSesion, urlOf(cerrarSesion));
    // A 401 means the server had already ended this session: the user is signed out either way.
    if (r.status === 200 || r.status === 401) {
      notify.info(MSG.cerrarSesion);
      session.signOut();
      queryClient.clear();
      navigate('/home');
    } else if (r.status === 500) {
      notify.error(r.datos?.mensaje ?? MSG.logoutSolicitudIncorrecta);
    } else {
      notify.error(MSG.logoutError);
    }
  };
}
