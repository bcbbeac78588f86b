import { Link, useLocation } from 'react-router';
import { textLinkClasses } from './auth-card';

/**
 * "No account yet? Create an ID" under the sign-in form, and its reverse under registration: the
 * other page, carrying where the visitor was going (an invitation link, a page they asked for).
 */
export function OtherGuestPageLink({ question, to, label }: { question: string; to: string; label: string }) {
  const { state } = useLocation();
  return (
    <p className="text-center text-slate-700 text-sm dark:text-slate-300">
      {question}{' '}
      <Link to={to} state={state} className={textLinkClasses}>
        {label}
      </Link>
    </p>
  );
}
