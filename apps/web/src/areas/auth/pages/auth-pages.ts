// One entry for the router's lazy import of the sign-in screens (each screen lives in its own file).
export { LoginPage } from './login-page.tsx';
export { RecuperarContrasenaPage } from './recuperar-contrasena-page.tsx';
export { NuevaContrasenaPage } from './nueva-contrasena-page.tsx';
export { ConfirmarCorreoPage } from './confirmar-correo-page.tsx';
