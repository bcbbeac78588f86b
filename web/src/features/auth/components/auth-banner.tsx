import { Link } from 'react-router';
import { MessageBanner } from '../../../components/ui/message-banner';
import { paths } from '../../../paths';
import { textLinkClasses } from './auth-card';

/** A success banner that ends with a link to the sign-in page (e.g. done, but signing in failed). */
export function SuccessBannerWithSignInLink({ message, linkText }: { message: string; linkText: string }) {
  return (
    <MessageBanner tone="success">
      {message}{' '}
      <Link to={paths.signIn} className={textLinkClasses}>
        {linkText}
      </Link>
    </MessageBanner>
  );
}
