import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactPage } from '../../features/contact/routes/contact-page';
import { Island } from '../islands/island';

/** /contact with its form as an island: the rest of the page is static HTML once prerendered. */
export function ContactRoute() {
  return <ContactPage form={<Island name="contact-form" component={ContactForm} props={{}} />} />;
}
