/** The public content area's pages (news, offers, FAQ, legal texts), loaded together as one chunk. */
import '../mantine-styles';

export { FaqPage } from './faq-page';
export { LegalNoticePage, PrivacyPolicyPage, SecurityMentionPage } from './legal-text-page';
export { NewsDetailPage } from './news-detail-page';
export { NewsPage } from './news-page';
export { OfferDetailsPage } from './offer-details-page';
