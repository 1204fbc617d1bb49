DROP TABLE careers_settings;
