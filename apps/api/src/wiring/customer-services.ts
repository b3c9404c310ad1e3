import path from 'node:path';
import type { ClientsService } from '../modules/clients/clients.service';
import { createCreditLists } from '../modules/credits/credit-lists';
import { createCreditsService } from '../modules/credits/credits.service';
import { createEligibilityService } from '../modules/eligibility/eligibility.service';
import { createFeesService } from '../modules/fees/fees.service';
import { createPenaltiesRepository } from '../modules/fees/penalties.repository';
import { createLinkedUsersRepository } from '../modules/users/linked-users.repository';
import { createLinkedUsersService } from '../modules/users/linked-users.service';
import { createProfilePhotoRepository } from '../modules/users/profile-photo.repository';
import { createProfilePhotoService } from '../modules/users/profile-photo.service';
import type { FamilyMemberRecords } from '../modules/users/remove-linked-user';
import { createUserProfileService, type UserProfileDeps } from '../modules/users/user-profile.service';
import { createUsersRepository } from '../modules/users/users.repository';
import { createUsersDirectory } from '../modules/users/users-directory';
import { createAttendeeWaivers } from '../modules/waivers/attendee-waivers';
import { createWaiversRepository } from '../modules/waivers/waivers.repository';
import { createWaiversService } from '../modules/waivers/waivers.service';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db/client';
import { createLocalFileStorage } from '../platform/file-storage';

/** The full user and the dashboard's facts, the profile photo, waivers, fees and family members. */
export function createCustomerServices(
  db: Db,
  config: Config,
  clients: ClientsService,
  familyMemberRecords: FamilyMemberRecords,
  memberStanding: UserProfileDeps['memberStanding'],
) {
  const users = createUsersRepository(db);
  const currencyOf = clients.currencyOf;
  const family = createLinkedUsersRepository(db);
  const fees = createFeesService({
    penalties: createPenaltiesRepository(db),
    currencyOf,
    familyOf: async (clientId, userId) => (await family.list(clientId, userId)).map((member) => member.id),
  });
  const eligibility = createEligibilityService({ db });
  const credits = createCreditsService();
  const creditLists = createCreditLists({ db, currencyOf });
  const userProfile = createUserProfileService({
    users,
    fees,
    eligibility,
    currencyOf,
    credits,
    db,
    memberStanding,
  });
  const profilePhotos = createProfilePhotoService({
    users,
    photos: createProfilePhotoRepository(db),
    storage: createLocalFileStorage(path.join(config.dataDir, 'uploads')),
  });
  const linkedUsers = createLinkedUsersService({
    db,
    users,
    linkedUsers: family,
    records: familyMemberRecords,
  });
  const waivers = createWaiversService({
    waivers: createWaiversRepository(db),
    users: createUsersDirectory(db),
  });
  const attendeeWaivers = createAttendeeWaivers({
    isFamilyOf: async (executor, clientId, parentUserId, userId) =>
      (await createLinkedUsersRepository(executor).find(clientId, parentUserId, userId)) !== null,
    nameOf: async (executor, clientId, userId) => {
      const user = await createUsersRepository(executor).findById(clientId, userId);
      return user ? `${user.firstName} ${user.lastName}` : null;
    },
  });
  return {
    fees,
    eligibility,
    credits,
    creditLists,
    userProfile,
    profilePhotos,
    linkedUsers,
    waivers,
    attendeeWaivers,
  };
}
