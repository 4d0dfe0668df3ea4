import { ManualPage } from '../../components/manual/manual-page.tsx';
import { VideoPlayerPage } from '../../components/manual/video-player-page.tsx';

/** /cliente/manual: the employee's tutorial tiles. */
export const EmpleadoManualPage = () => <ManualPage manual="empleado" basePath="/cliente" />;

/** /cliente/videos?t={title}&i={id}: the tutorial player. */
export const EmpleadoVideosPage = () => <VideoPlayerPage basePath="/cliente" />;
