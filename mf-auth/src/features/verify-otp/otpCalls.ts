import { api, ApiError } from '@trellis/platform/api-client';
import { MessageResponse, PATHS, ResendOtpRequest, VerifyOtpRequest, VerifyOtpResponse } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';

/** POST /verify-otp/: the registration code; answers a fresh token pair for the now verified member. */
export async function verifyOtp(otp: string): Promise<VerifyOtpResponse> {
  return VerifyOtpResponse.parse(await api.post(PATHS.verifyOtp, VerifyOtpRequest.parse({ otp, type: 'registration' })));
}

/** POST /resend-otp/: a new code by e-mail. */
export async function resendOtp(): Promise<void> {
  MessageResponse.parse(await api.post(PATHS.resendOtp, ResendOtpRequest.parse({ type: 'registration' })));
}

/** A failed resend shows the first non_field_errors entry, else "Something went wrong". */
export function resendFailure(error: unknown): string {
  return (error instanceof ApiError && error.body.non_field_errors?.[0]) || MESSAGES.common.somethingWentWrong;
}
