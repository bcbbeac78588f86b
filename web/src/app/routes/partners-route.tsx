import { PartnerInquiryForm } from '../../features/partners/components/partner-inquiry-form';
import { PartnersPage } from '../../features/partners/routes/partners-page';
import { Island } from '../islands/island';

/** /partners with its inquiry form as an island: the rest of the page is static HTML once prerendered. */
export function PartnersRoute() {
  return <PartnersPage form={<Island name="partner-form" component={PartnerInquiryForm} props={{}} />} />;
}
