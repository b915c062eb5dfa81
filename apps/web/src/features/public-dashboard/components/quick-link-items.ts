/** The public areas a visitor can open from the dashboard, each tinted like its area's header. */
import {
  IconArrowsExchange,
  IconCalculator,
  IconCalendarEvent,
  IconHelpCircle,
  IconMail,
  IconMapPin,
  IconNews,
  IconPackage,
  type TablerIcon,
} from '@tabler/icons-react';

export type QuickLinkItem = { key: string; to: string; icon: TablerIcon; color: string };

export const QUICK_LINK_ITEMS: readonly QuickLinkItem[] = [
  { key: 'products', to: '/products/list', icon: IconPackage, color: 'primary' },
  { key: 'simulators', to: '/calculator/loan', icon: IconCalculator, color: 'plum' },
  { key: 'rates', to: '/currencies', icon: IconArrowsExchange, color: 'primary' },
  { key: 'locator', to: '/locator', icon: IconMapPin, color: 'secondary' },
  { key: 'appointment', to: '/appointment/request', icon: IconCalendarEvent, color: 'ocean' },
  { key: 'contact', to: '/contact-us/request', icon: IconMail, color: 'ocean' },
  { key: 'faq', to: '/faqs', icon: IconHelpCircle, color: 'plum' },
  { key: 'news', to: '/news', icon: IconNews, color: 'plum' },
];
