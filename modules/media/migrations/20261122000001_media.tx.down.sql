DROP TABLE media;
