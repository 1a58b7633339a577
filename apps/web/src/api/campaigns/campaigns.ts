import type { CampaignPublish, CampaignSummary, CampaignView, OfferApproval } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys } from '../query-keys';

export const campaignKeys = resourceKeys('campaigns');
const approvalKeys = resourceKeys('offer-approvals');

/** Progress is polled while copies are still being rendered ('312 von 500 Standorten'). */
const whileWorking = (rows: readonly CampaignSummary[] | undefined) =>
  rows?.some((c) => !c.withdrawn && c.done < c.total) ? 2000 : false;

/** GET /v1/campaigns/network/{network}: the network's published offers. */
export const useCampaigns = (network: string) =>
  useQuery({
    queryKey: campaignKeys.list({ network }),
    queryFn: () => api.get<CampaignSummary[]>(`/v1/campaigns/network/${encodeURIComponent(network)}`),
    refetchInterval: (query) => whileWorking(query.state.data),
  });

/** GET /v1/campaigns/{guid}: each location's copy. */
export const useCampaign = (guid: string | null) =>
  useQuery({
    queryKey: campaignKeys.detail(guid ?? ''),
    queryFn: () => api.get<CampaignView>(`/v1/campaigns/${encodeURIComponent(guid ?? '')}`),
    enabled: Boolean(guid),
    refetchInterval: (query) => whileWorking(query.state.data ? [query.state.data] : undefined),
  });

function useCampaignChange<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** POST /v1/campaigns/network/{network}: publish (again: replaces). */
export const usePublishCampaign = (network: string) =>
  useCampaignChange((body: CampaignPublish) =>
    api.post<CampaignSummary>(`/v1/campaigns/network/${encodeURIComponent(network)}`, body),
  );

/** POST /v1/campaigns/{guid}/withdraw. */
export const useWithdrawCampaign = () =>
  useCampaignChange((guid: string) =>
    api.post<{ copies: number; screens: number }>(`/v1/campaigns/${encodeURIComponent(guid)}/withdraw`, {}),
  );

/** GET /v1/offer-approvals: copies waiting for the user's approval. */
export const useApprovals = (enabled: boolean) =>
  useQuery({
    queryKey: approvalKeys.lists(),
    queryFn: () => api.get<OfferApproval[]>('/v1/offer-approvals'),
    enabled,
  });

/** POST …/approve or …/decline of one location's copy. */
export function useDecideCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ copy, decision }: { copy: OfferApproval; decision: 'approve' | 'decline' }) =>
      api.post<{ state: string; message: string | null }>(
        `/v1/campaigns/${encodeURIComponent(copy.guidCampaign)}/copies/${encodeURIComponent(copy.guidCompany)}/${decision}`,
        {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}
