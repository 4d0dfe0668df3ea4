import { ManualPage } from '../../components/manual/manual-page.tsx';
import { VideoPlayerPage } from '../../components/manual/video-player-page.tsx';

// The admin manual's noticiero entry (/admin/noticiero) is hidden, "coming soon" (docs/RULES.md#areas-and-routes): no tile is shown.
/** /admin/manual */
export const AdminManualPage = () => <ManualPage manual="admin" basePath="/admin" />;
/** /admin/videos?t&i */
export const AdminVideosPage = () => <VideoPlayerPage basePath="/admin" />;
