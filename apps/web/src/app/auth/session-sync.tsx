import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '../../api/auth/me';
import { useCredentials } from '../../hooks/use-credentials';
import { credentials } from '../../lib/credentials';

/**
 * Keeps the stored user and rights current on every page (also public ones): after a reload and
 * after a token arrived in the URL, /v1/user/me is loaded once.
 */
export function SessionSync() {
  const { authorized } = useCredentials();
  const me = useQuery({ ...meQueryOptions(), enabled: authorized });
  useEffect(() => {
    if (me.data) credentials.setData(me.data);
  }, [me.data]);
  return null;
}
