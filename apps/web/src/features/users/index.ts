export { UsersListPage } from './UsersListPage';
export { UserEditPage } from './UserEditPage';
