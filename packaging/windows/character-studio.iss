; Inno Setup 6 script for Character Studio (Windows x64).
;
; Build (after PyInstaller has produced dist\character-studio\; the release
; workflow passes the version from pyproject.toml):
;   iscc /DAppVersion=0.1.0 packaging\windows\character-studio.iss
; Output: dist\character-studio-<version>-windows-x64-setup.exe
;
; One executable serves both modes (see packaging/studio.spec): the Character
; Player entries run it with --player. Installs per machine into Program Files;
; the user can choose a per-user install (no admin) on the first page.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Character Studio"
#define AppExe "character-studio.exe"
#define ProgId "CharacterStudio.CharacterPackage"
; Relative to this script: the repository root is two levels up.
#define Root "..\.."

[Setup]
; A fixed AppId keeps upgrades and the uninstaller tied to one entry; never change it.
AppId={{6F0C2A57-3C1E-4C8B-9A8E-5B1D7E4C2F10}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Character Studio developers
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog
; The bundle holds 64-bit binaries only.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Explorer refreshes "Open with" when the association task ran.
ChangesAssociations=yes
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
SetupIconFile={#Root}\resources\icons\character-studio.ico
OutputDir={#Root}\dist
OutputBaseFilename=character-studio-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; Close a running copy before replacing its files.
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
; Optional: adds "Character Player" to the Open with list of .zip files. It does
; not take over the default .zip handler (Explorer keeps opening zips itself).
Name: "zipassoc"; Description: "Add ""Open with Character Player"" for .zip character packages"; GroupDescription: "File associations:"; Flags: unchecked

[Files]
Source: "{#Root}\dist\character-studio\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Write and play-test AI characters"
Name: "{autoprograms}\Character Player"; Filename: "{app}\{#AppExe}"; Parameters: "--player"; Comment: "Play a packaged AI character"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; HKA = HKLM for an admin install, HKCU for a per-user one.
Root: HKA; Subkey: "Software\Classes\.zip\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: zipassoc
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Character package"; Flags: uninsdeletekey; Tasks: zipassoc
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: "FriendlyTypeName"; ValueData: "Character package"; Tasks: zipassoc
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: zipassoc
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "Character Player"; Tasks: zipassoc
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" --player ""%1"""; Tasks: zipassoc
; Lets "Open with" list the app by a proper name and icon.
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "Character Player"; Flags: uninsdeletekey; Tasks: zipassoc
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".zip"; ValueData: ""; Tasks: zipassoc

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Files the app may create beside itself (none today; caches live in %LOCALAPPDATA%).
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
