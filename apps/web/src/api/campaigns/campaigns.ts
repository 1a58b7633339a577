import type { CampaignPublish, CampaignSummary, OfferApproval } from '@signage/shared';
import { campaignCalls } from '@signage/shared/calls/campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { resourceKeys } from '../query-keys';

export const campaignKeys = resourceKeys('campaigns');
const approvalKeys = resourceKeys('offer-approvals');

/** Progress is polled while copies are still being rendered ('312 von 500 Standorten'). */
const whileWorking = (rows: readonly CampaignSummary[] | undefined) =>
  rows?.some((c) => !c.withdrawn && c.done < c.total) ? 2000 : false;

/** The network's published offers. */
export const useCampaigns = (network: string) =>
  useQuery({
    queryKey: campaignKeys.list({ network }),
    queryFn: () => call(campaignCalls.list, { params: { network } }),
    refetchInterval: (query) => whileWorking(query.state.data),
  });

/** Each location's copy of one published offer. */
export const useCampaign = (guid: string | null) =>
  useQuery({
    queryKey: campaignKeys.detail(guid ?? ''),
    queryFn: () => call(campaignCalls.view, { params: { campaign: guid ?? '' } }),
    enabled: Boolean(guid),
    refetchInterval: (query) => whileWorking(query.state.data ? [query.state.data] : undefined),
  });

function useCampaignChange<A, R>(fn: (arg: A) => Promise<R>, meta?: { silent: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/**
 * Publish (again: replaces the network's campaign of this offer). Silent: the dialog shows the error itself, and asks
 * when the server answers that locations would lose the offer (CONFIRM_DELETE).
 */
export const usePublishCampaign = (network: string) =>
  useCampaignChange((body: CampaignPublish) => call(campaignCalls.publish, { params: { network }, body }), {
    silent: true,
  });

/** Withdraw everywhere. */
export const useWithdrawCampaign = () =>
  useCampaignChange((campaign: string) => call(campaignCalls.withdraw, { params: { campaign } }));

/** Copies waiting for the user's approval. */
export const useApprovals = (enabled: boolean) =>
  useQuery({
    queryKey: approvalKeys.lists(),
    queryFn: () => call(campaignCalls.approvals),
    enabled,
  });

/** Approve or decline one location's copy, or an offer a colleague added in the offer tool. */
export function useDecideCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      copy,
      decision,
    }: {
      copy: OfferApproval;
      decision: 'approve' | 'decline';
    }): Promise<{ state: string; message: string | null }> =>
      copy.kind === 'location'
        ? call(campaignCalls[decision === 'approve' ? 'approveHold' : 'declineHold'], {
            params: { hold: copy.guidHold ?? '' },
          })
        : call(campaignCalls[decision], { params: { campaign: copy.guidCampaign ?? '', location: copy.guidCompany } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}
