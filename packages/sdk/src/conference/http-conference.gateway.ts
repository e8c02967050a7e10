import type { CallOptions, DomainError, Page, Result } from '@fairpass/domain';
import type { Activity, ConferenceGateway, ConferenceSession, ExhibitionPageRequest, MySession, RegisterSessionsRequest, SessionFacets, SessionListRequest, SignInfo, SignInResult, Speaker, SpeakerListRequest } from '@fairpass/domain/conference';
import type { SignedFile } from '@fairpass/domain/files';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CONFERENCE_ENDPOINTS as E } from './conference.endpoints';

/** The conference area's endpoints over the client's one API caller. */
@injectable()
export class HttpConferenceGateway implements ConferenceGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async facets(exhibitionId: string, options?: CallOptions): Promise<Result<SessionFacets, DomainError>> {
    return replyData(await this.api.call(E.facets, { exhibitionId }, options));
  }

  async sessions(input: SessionListRequest, options?: CallOptions): Promise<Result<Page<ConferenceSession>, DomainError>> {
    return replyData(await this.api.call(E.sessions, input, options));
  }

  async session(id: string, options?: CallOptions): Promise<Result<ConferenceSession, DomainError>> {
    return replyData(await this.api.call(E.session, { id }, options));
  }

  async calendarFile(id: string, options?: CallOptions): Promise<Result<SignedFile, DomainError>> {
    return replyData(await this.api.call(E.calendarFile, { id }, options));
  }

  async speakers(input: SpeakerListRequest, options?: CallOptions): Promise<Result<Page<Speaker>, DomainError>> {
    return replyData(await this.api.call(E.speakers, input, options));
  }

  async speaker(id: string, options?: CallOptions): Promise<Result<Speaker, DomainError>> {
    return replyData(await this.api.call(E.speaker, { id }, options));
  }

  async mySpeaker(exhibitionId: string, options?: CallOptions): Promise<Result<Speaker | undefined, DomainError>> {
    return replyData(await this.api.call(E.mySpeaker, { exhibitionId }, options));
  }

  async registerSessions(input: RegisterSessionsRequest, options?: CallOptions): Promise<Result<readonly MySession[], DomainError>> {
    return replyData(await this.api.call(E.registerSessions, input, options));
  }

  async cancelSession(sessionId: string, options?: CallOptions): Promise<Result<true, DomainError>> {
    return replyData(await this.api.call(E.cancelSession, { sessionId }, options));
  }

  async mySessions(exhibitionId: string, options?: CallOptions): Promise<Result<readonly MySession[], DomainError>> {
    return replyData(await this.api.call(E.mySessions, { exhibitionId }, options));
  }

  async activities(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<Activity>, DomainError>> {
    return replyData(await this.api.call(E.activities, input, options));
  }

  async activity(id: string, options?: CallOptions): Promise<Result<Activity, DomainError>> {
    return replyData(await this.api.call(E.activity, { id }, options));
  }

  async registerActivity(activityId: string, options?: CallOptions): Promise<Result<Activity, DomainError>> {
    return replyData(await this.api.call(E.registerActivity, { activityId }, options));
  }

  async myActivities(exhibitionId: string, options?: CallOptions): Promise<Result<readonly Activity[], DomainError>> {
    return replyData(await this.api.call(E.myActivities, { exhibitionId }, options));
  }

  async cancelActivity(activityId: string, options?: CallOptions): Promise<Result<true, DomainError>> {
    return replyData(await this.api.call(E.cancelActivity, { activityId }, options));
  }

  async signInfo(signCodeId: string, options?: CallOptions): Promise<Result<SignInfo, DomainError>> {
    return replyData(await this.api.call(E.signInfo, { signCodeId }, options));
  }

  async signIn(signCodeId: string, options?: CallOptions): Promise<Result<SignInResult, DomainError>> {
    return replyData(await this.api.call(E.signIn, { signCodeId }, options));
  }
}
