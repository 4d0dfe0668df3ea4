import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../areas/public/components/site-footer.tsx';
import { SiteHeader } from '../../areas/public/components/site-header.tsx';
import { ScrollToTop } from '../../areas/public/components/scroll-to-top.tsx';

/** Public site layout (docs/RULES.md#areas-and-routes): header, content outlet, footer. */
export function PublicLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
