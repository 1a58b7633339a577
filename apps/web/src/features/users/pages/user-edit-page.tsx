import { useParams } from 'react-router';
import { useUser } from '../../../api/users/users';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { UserEditor } from '../components/user-editor';

/**
 * SPEC §2 /Benutzer/{guid}, /Netzwerke/{companyId}/Benutzer/{guid} and
 * /Netzwerke/{companyId}/Standort/{locationId}/Benutzer/{guid}.
 */
export function UserEditPage() {
  const { guid = '', companyId, locationId } = useParams();
  const user = useUser(guid);

  if (user.isPending) return <LoadingState />;
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  return <UserEditor key={user.data.guid} user={user.data} context={{ companyId, locationId }} />;
}
